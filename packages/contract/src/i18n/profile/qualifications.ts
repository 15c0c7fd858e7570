// en-AU texts of the profile editor: qualifications. Texts quoted in the spec are copied exactly.
export const qualificationsTexts = {};
