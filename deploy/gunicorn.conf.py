"""gunicorn settings for the web process (webhook receiver and status pages).

Run from anywhere:  gunicorn -c deploy/gunicorn.conf.py deploy.wsgi:app
"""

import multiprocessing
import os
from pathlib import Path

# The repository root: `deploy.wsgi` is found from here, and a
# relative SQLite URL (sqlite:///gamemaster.sqlite3) means the same file as for
# `gamemaster migrate` run from the root.
chdir = str(Path(__file__).resolve().parent.parent)

# Loopback by default: a TLS reverse proxy on the same host faces the internet.
# The container image sets GUNICORN_BIND=0.0.0.0:8000.
bind = os.environ.get("GUNICORN_BIND", "127.0.0.1:8000")

# Web workers are stateless (everything shared lives in the database), so several processes
# are safe; 2-4 is plenty for webhook traffic. Sync workers: a request only verifies an HMAC
# and writes one row. Put a buffering proxy (nginx, Caddy) in front so slow clients do not
# hold a worker.
workers = int(os.environ.get("GUNICORN_WORKERS") or min(4, max(2, multiprocessing.cpu_count())))
worker_class = "sync"

# A webhook answer takes milliseconds; 30 s only catches a stuck worker (e.g. a locked SQLite
# file: the busy timeout is 30 s too).
timeout = 30
graceful_timeout = 30

# Logs go to stdout/stderr, collected by journald or docker. The access log adds the
# X-Forwarded-For header so the client behind the proxy is visible.
accesslog = "-"
errorlog = "-"
access_log_format = '%(h)s "%({x-forwarded-for}i)s" %(t)s "%(r)s" %(s)s %(b)s %(L)ss'

# gunicorn's own lines at the app's LOG_LEVEL. With LOG_FORMAT=json they are one JSON object
# a line too, written by the app's formatter (bridge/logs.py; the access line is its
# `message`); the app's own lines: bridge.logs.setup in deploy/wsgi.py.
_level = (os.environ.get("LOG_LEVEL") or "info").strip().lower()
loglevel = _level if _level in ("debug", "info", "warning", "error", "critical") else "info"
if (os.environ.get("LOG_FORMAT") or "").strip().lower() == "json":
    logconfig_dict = {
        "root": {"level": loglevel.upper(), "handlers": []},
        "loggers": {
            "gunicorn.error": {"level": loglevel.upper(), "handlers": ["error_console"],
                               "propagate": False},
            "gunicorn.access": {"level": "INFO", "handlers": ["console"], "propagate": False},
        },
        "formatters": {"generic": {"()": "bridge.logs.JsonFormatter"}},
    }

# Preload off: each worker builds its own app, so no database connection or SQLAlchemy pool
# is created before the fork and shared between processes, and `kill -HUP` reloads new code.
preload_app = False

# Proxy headers (X-Forwarded-Proto) are only honoured from these addresses; the default is
# loopback. Client addresses for the app's own logs: PROXY_HOPS in deploy/wsgi.py.
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1,::1")

# gunicorn >= 25.1 opens a control socket in $XDG_RUNTIME_DIR or $HOME/.gunicorn; not needed
# here, and $HOME is read-only under the systemd hardening. Older versions ignore this name.
control_socket_disable = True
