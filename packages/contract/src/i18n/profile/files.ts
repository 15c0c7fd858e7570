// en-AU texts of the profile editor: files. Texts quoted in the spec are copied exactly.
export const filesTexts = {};
