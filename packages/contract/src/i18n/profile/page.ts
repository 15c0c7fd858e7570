// en-AU texts of the profile editor: page. Texts quoted in the spec are copied exactly.
export const pageTexts = {
  // Shared by the sections of the page.
  notRelevant: 'Not relevant to me',
  edit: 'Edit',
  editEntry: 'Edit {{name}}',
  cancel: 'Cancel',
  save: 'Save',
  delete: 'Delete',
  yesDelete: 'Yes, Delete',
};
