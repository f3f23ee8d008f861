#!/bin/bash
# usage: .tmp-lh.sh PATH OUT
CHROME_PATH=/usr/bin/chromium timeout 200 node node_modules/lighthouse/cli/index.js "http://127.0.0.1:4185$1" --only-categories=performance --output=json --output-path=$2 --chrome-flags="--headless=new --no-sandbox --disable-dev-shm-usage" --extra-headers='{"Cookie":"locale=ar"}' --quiet
node -e "
const r=require('$2');
console.log('score', r.categories.performance.score, 'LCP', Math.round(r.audits['largest-contentful-paint'].numericValue), 'TBT', Math.round(r.audits['total-blocking-time'].numericValue), 'CLS', r.audits['cumulative-layout-shift'].numericValue.toFixed(3), 'FCP', Math.round(r.audits['first-contentful-paint'].numericValue));
const ls=r.audits['layout-shifts']; for (const it of (ls.details?.items||[])) console.log('shift', it.score?.toFixed?.(3), it.node?.selector, JSON.stringify(it.node?.boundingRect));
const lt=r.audits['long-tasks']; console.log('long tasks', (lt.details?.items||[]).slice(0,8).map(i=>i.url.replace(/^.*\//,'')+':'+Math.round(i.duration)).join(' '));
const lcp=r.audits['lcp-breakdown-insight']||r.audits['largest-contentful-paint-element']; console.log(JSON.stringify(lcp.details?.items?.[1]||lcp.details?.items?.[0]).slice(0,600));
"
