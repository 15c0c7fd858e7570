// Jobs' documents as the demo data lists them: kept by the portal, written once (demo/documents.ts).
export const DEMO_DOCUMENTS = [
  {
    name: 'Position Description - Cafe Supervisor.pdf',
    url: '/talent/files/demo/position-description-cafe-supervisor.pdf',
    type: 'application/pdf',
  },
  {
    name: 'Employee Benefits Guide.pdf',
    url: '/talent/files/demo/employee-benefits-guide.pdf',
    type: 'application/pdf',
  },
];
