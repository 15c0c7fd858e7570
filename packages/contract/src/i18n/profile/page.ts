// en-AU texts of the profile editor: page. Texts quoted in the spec are copied exactly.
export const pageTexts = {};
