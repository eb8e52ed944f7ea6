/** Every query key in one place, so a mutation can invalidate exactly what it changes. */
export const queryKeys = {
  whoami: ['whoami'] as const,
  categories: ['categories'] as const,
  category: (slug: string, sort?: string) => ['category', slug, sort ?? 'recent'] as const,
  thread: (id: number | string) => ['thread', String(id)] as const,
  recentActivity: ['recent-activity'] as const,
  /** Every search, for rules that apply to all of them (the 2-minute cache). */
  searches: ['search'] as const,
  search: (q: string, type = 'all', page = 1) => ['search', q, type, page] as const,
  userByName: (username: string) => ['user', 'by-username', username.toLowerCase()] as const,
  userPosts: (userId: number) => ['user', userId, 'posts'] as const,
  games: ['games'] as const,
  /** Every shop page, for a purchase that changes stock. */
  storeItemsAll: ['store-items'] as const,
  /** Every page of a category, search and sort (the shop pages them on the client). */
  storeItems: (category: string, search: string, sort: string) =>
    ['store-items', category, search, sort] as const,
  inventory: ['inventory'] as const,
  /** Every item page, for a purchase that changes owners and stock. */
  shopItemsAll: ['shop-item'] as const,
  shopItem: (id: number) => ['shop-item', id] as const,
  wishlist: ['wishlist'] as const,
  avatar: ['avatar'] as const,
  /** issue 18 §2: the member's saved outfits, and another member's look (for Try this look). */
  outfits: ['outfits'] as const,
  memberLook: (userId: number) => ['member-look', userId] as const,
  emailPreferences: ['email-preferences'] as const,
  // issue 18 §3: gifts and trades
  gifts: ['gifts'] as const,
  trades: ['trades'] as const,
  trade: (id: number) => ['trades', id] as const,
  tradeMember: (username: string) => ['trade-member', username.toLowerCase()] as const,
  /** The site's name and description (site settings). */
  site: ['site'] as const,
};
