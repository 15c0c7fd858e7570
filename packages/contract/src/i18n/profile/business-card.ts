// en-AU texts of the profile editor: business-card. Texts quoted in the spec are copied exactly.
export const businessCardTexts = {};
