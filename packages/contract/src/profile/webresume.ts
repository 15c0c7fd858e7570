// The web resume read, roles, summaries and section visibility (spec 2 sections 3, 5, 7.2).
export {};
