// Resume file and profile photo calls (spec 2 sections 3, 5, 7.2).
export {};
