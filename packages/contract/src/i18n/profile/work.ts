// en-AU texts of the profile editor: work. Texts quoted in the spec are copied exactly.
export const workTexts = {};
