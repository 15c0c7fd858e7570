// Business card, privacy, availability and link types (spec 2 sections 3, 5, 7.2).
export {};
