/**
 * The display label of a content or tip category: categories are stored lowercase ("self-care",
 * "growth") and shown capitalised ("Self-care", "Growth").
 */
export function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}
