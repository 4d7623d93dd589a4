// Best sections, lists, news, popular panel and promo banners (content issue).
export {};
