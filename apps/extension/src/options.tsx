import '@growday/ui/styles.css';
import './new-tab.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { extensionApi } from './browser-api';
import { browserStorage } from './feed-cache';
import { loadNewTabSetting, saveNewTabSetting, type NewTabSetting } from './new-tab-setting';
import { OptionsApp } from './options-app';

const api = extensionApi();
const storage = browserStorage();
const load = () => loadNewTabSetting(api);
const save = (setting: NewTabSetting) => saveNewTabSetting(setting, api, storage);

const container = document.getElementById('root');
if (!container) throw new Error('options.html has no #root');
createRoot(container).render(
  <StrictMode>
    <OptionsApp load={load} save={save} />
  </StrictMode>,
);
