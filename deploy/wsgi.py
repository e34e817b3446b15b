"""The WSGI entry point: `gunicorn -c deploy/gunicorn.conf.py deploy.wsgi:app`.

Settings come from the environment (see .env.example). Each gunicorn worker imports this
module itself (preload is off), so each one opens its own database connections. A set-up
mistake (a wrong setting, a database missing, unmigrated or out of reach) is one log line
naming the fix, and gunicorn stops ("App failed to load", exit status 4): no traceback, no
worker restarted in a loop.
"""

from __future__ import annotations

import logging
import os

from werkzeug.middleware.proxy_fix import ProxyFix

from bridge import logs
from bridge.config import SetupError
from bridge.intake.app import create_app

logs.setup()  # LOG_LEVEL and LOG_FORMAT; gunicorn's own lines: deploy/gunicorn.conf.py
try:
    app = create_app()
except SetupError as error:
    logging.getLogger("gamemaster").critical("gamemaster: %s", error)
    raise SystemExit(4) from None  # gunicorn's APP_LOAD_ERROR: the arbiter halts

# Behind a reverse proxy, trust its X-Forwarded-For/-Proto/-Host (PROXY_HOPS proxies deep) so
# that logs show the client's address. Off by default: without a proxy the headers are forged.
_hops = int(os.environ.get("PROXY_HOPS", "0") or 0)
if _hops > 0:
    app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
        app.wsgi_app, x_for=_hops, x_proto=_hops, x_host=_hops)
