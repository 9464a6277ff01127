/** Finnish text of the blog. Kept beside the feature so its text loads with the feature's code, not with every page. */
export const blogMessages = {
  title: 'Blogi',
  empty: 'Blogissa ei ole vielä kirjoituksia.',
} as const
