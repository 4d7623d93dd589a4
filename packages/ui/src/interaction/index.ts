// Modals, toasts, tab bars, share and post actions (content issue).
export {};
