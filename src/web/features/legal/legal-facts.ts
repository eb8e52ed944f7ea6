/** The figures every legal page must state consistently (spec 2 §2). */
export const LEGAL = {
  operator: 'Cito Community Project',
  address: ['Pixelgasse 8', '10115 Berlin', 'Germany'],
  email: 'legal@cito.example',
  copyrightEmail: 'copyright@cito.example',
  privacyEmail: 'privacy@cito.example',
  lastUpdated: '1 November 2025',
  minimumAge: 13,
  copyrightReviewHours: 72,
  ipLogMonths: 12,
  inactiveAccountYears: 3,
  dataRequestDays: 30,
  preferenceRetention: 'one year',
} as const;
