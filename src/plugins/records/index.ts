/**
 * Publishes the site's records as static JSON at build time:
 *   /records/versions.json       the version records, with their sidebars
 *   /records/{version}/pages.json the page index of each version
 * Derived from the docs plugin's loaded content; nothing is kept by hand.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {versionMetadataProp} from '../docusaurusInternals';
import {toPageRecords, toVersionRecord, type PageRecord, type VersionRecord} from './records';
import {VERSION_RECORDS_FILE, pageRecordsFile} from '../../site/rules';

export interface RecordsFiles {
  [relativePath: string]: VersionRecord[] | PageRecord[];
}

export function recordsFiles(pluginId: string, content: LoadedContent): RecordsFiles {
  const props = content.loadedVersions.map((v) => versionMetadataProp(pluginId, v));
  const files: RecordsFiles = {[VERSION_RECORDS_FILE]: props.map(toVersionRecord)};
  for (const prop of props) files[pageRecordsFile(prop.version)] = toPageRecords(prop);
  return files;
}

export default function recordsPlugin(): Plugin {
  let files: RecordsFiles = {};
  return {
    name: 'starrocks-records',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
      files = {};
      for (const [pluginId, content] of Object.entries(docs)) {
        Object.assign(files, recordsFiles(pluginId, content as LoadedContent));
      }
    },
    async postBuild({outDir}) {
      for (const [rel, data] of Object.entries(files)) {
        const target = path.join(outDir, rel);
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, `${JSON.stringify(data, null, 1)}\n`);
      }
    },
  };
}
