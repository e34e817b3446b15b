"""The WSGI entry point: `gunicorn -c deploy/gunicorn.conf.py deploy.wsgi:app`.

Settings come from the environment (see .env.example). Each gunicorn worker imports this
module itself (preload is off), so each one opens its own database connections.
"""

from __future__ import annotations

import os

from werkzeug.middleware.proxy_fix import ProxyFix

from bridge.intake.app import create_app

app = create_app()

# Behind a reverse proxy, trust its X-Forwarded-For/-Proto/-Host (PROXY_HOPS proxies deep) so
# that logs show the client's address. Off by default: without a proxy the headers are forged.
_hops = int(os.environ.get("PROXY_HOPS", "0") or 0)
if _hops > 0:
    app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
        app.wsgi_app, x_for=_hops, x_proto=_hops, x_host=_hops)
