cd /work/main
pkill -f "dist/server/main.js"; sleep 0.5
npx vite build --minify false --outDir /tmp/webdev --emptyOutDir > /tmp/vbuild.log 2>&1 || tail /tmp/vbuild.log
rm -f /tmp/x.db*
(PORT=3302 HOST=127.0.0.1 DATABASE_URL=sqlite:/tmp/x.db NODE_ENV=production DEMO_DATA=true WEB_ROOT=/tmp/webdev node dist/server/main.js > /tmp/srv.log 2>&1 &)
for i in $(seq 1 40); do curl -s -o /dev/null http://127.0.0.1:3302/api/health && break; sleep 0.5; done
