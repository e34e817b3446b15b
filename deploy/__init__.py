"""Deployment files. A package only so that gunicorn can load `deploy.wsgi:app`."""
