"""What the sandbox forum's web page is made of: its templates, style sheet and script.

Three Jinja templates (`TEMPLATES`: the layout with the user switcher and the fake clock's
buttons, the list of topics with the boxes for a new topic or private message, one topic's
posts with the reply box), rendered by `web.py` with autoescaping on; the style sheet
(`STYLE`) and the script (`SCRIPT`) are served as files, since the page's content security
policy allows no inline script or style. The script shows cooked local dates in the reader's
time zone and polls every `POLL_MS` milliseconds, reloading the page when something new is
visible unless a box holds a draft.
"""

from __future__ import annotations

POLL_MS = 1000
"""How often the page asks whether something new is visible."""

STYLE = """
body { font: 15px/1.45 system-ui, sans-serif; margin: 0; color: #222; background: #f6f6f4; }
header { background: #2b3a42; color: #fff; padding: .5rem 1rem; display: flex; gap: 1rem;
         flex-wrap: wrap; align-items: center; }
header a { color: #fff; } header form { margin: 0; }
.brand { font-weight: bold; text-decoration: none; margin-right: auto; }
main { max-width: 60rem; margin: 1rem auto; padding: 0 1rem; }
.notice { background: #e6f4ea; padding: .5rem 1rem; margin: 0; }
.error { background: #fde8e8; color: #8a1c1c; padding: .5rem 1rem; margin: 0; }
table { border-collapse: collapse; width: 100%; background: #fff; }
td, th { text-align: left; padding: .3rem .5rem; border-bottom: 1px solid #ddd; }
.private { color: #7a4b00; } .muted { color: #777; font-size: .9em; }
article { background: #fff; border: 1px solid #ddd; border-radius: 4px; margin: .6rem 0;
          padding: .5rem .8rem; }
article.bot { border-left: 4px solid #2b7a78; } article.small { background: none; border: 0;
          color: #777; padding: 0 .8rem; }
article h3 { font-size: .9em; margin: 0 0 .3rem; color: #555; font-weight: normal; }
article h3 b { color: #222; }
.cooked { overflow-wrap: anywhere; } .cooked p { margin: .3rem 0; }
.cooked img { max-width: 100%; height: auto; } .cooked img.emoji { width: 1.2em; height: 1.2em;
       vertical-align: text-bottom; }
.cooked code, .cooked pre { font-family: ui-monospace, Menlo, Consolas, monospace;
       background: #f0f0ec; }
.cooked table { width: auto; } .cooked th, .cooked td { border: 1px solid #ddd; }
.cooked aside.quote { border-left: 4px solid #ccc; margin: .4rem 0; padding: 0 .6rem; }
.cooked aside.quote blockquote { margin: 0; } .cooked .title { color: #555; }
.discourse-local-date { background: #eef3f8; padding: 0 .2rem; border-radius: 3px; }
details { margin: .3rem 0; padding: .2rem .5rem; background: #f3f3f0; }
summary { cursor: pointer; font-family: system-ui, sans-serif; }
form.post textarea { width: 100%; min-height: 6rem; font: inherit; box-sizing: border-box; }
form.post input[type=text] { width: 100%; box-sizing: border-box; }
form.post { background: #fff; border: 1px solid #ddd; padding: .6rem .8rem; margin: 1rem 0; }
#fresh { position: fixed; bottom: 1rem; right: 1rem; background: #ffd; padding: .5rem 1rem;
         border: 1px solid #cc9; }
"""

SCRIPT = """
(function () {
  // discourse-local-dates' job: a cooked date (UTC) shown in the reader's own time zone.
  var dates = document.querySelectorAll("span.discourse-local-date");
  for (var i = 0; i < dates.length; i++) {
    var utc = dates[i].textContent.trim(), when = new Date(utc);
    if (isNaN(when.getTime())) { continue; }
    var zone = dates[i].dataset.timezone;
    dates[i].title = utc + (zone ? " (" + zone + ")" : "");
    dates[i].textContent = when.toLocaleString(undefined, {weekday: "short", day: "numeric",
      month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZoneName: "short"});
  }
})();
(function () {
  var body = document.body, url = body.dataset.poll, seen = body.dataset.fingerprint;
  if (!url) { return; }
  function drafting() {
    var boxes = document.querySelectorAll("form.post textarea, form.post input[type=text]");
    for (var i = 0; i < boxes.length; i++) { if (boxes[i].value.trim()) { return true; } }
    return false;
  }
  function poll() {
    fetch(url, {cache: "no-store"}).then(function (r) { return r.ok ? r.json() : null; })
      .then(function (data) {
        if (data && data.fingerprint !== seen) {
          if (!drafting()) { location.reload(); return; }
          document.getElementById("fresh").hidden = false;
        }
        setTimeout(poll, POLL_MS);
      }, function () { setTimeout(poll, POLL_MS); });
  }
  setTimeout(poll, POLL_MS);
})();
""".replace("POLL_MS", str(POLL_MS))

TEMPLATES = {
    "layout.html": """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{% block title %}{% endblock %} · sandbox forum</title>
<link rel="stylesheet" href="{{ url_for('style') }}">
<script src="{{ url_for('script') }}" defer></script>
</head>
<body data-poll="{{ poll_url }}" data-fingerprint="{{ fingerprint }}">
<header>
  <a class="brand" href="{{ home_url }}">Sandbox forum</a>
  <form class="switch" method="get" action="{{ url_for('switch') }}">
    <label>You are
      <select name="user" id="user">
        <option value=""{% if not user %} selected{% endif %}>(nobody: read only)</option>
        {% for name in users -%}
        <option{% if name == user %} selected{% endif %}>{{ name }}</option>
        {%- endfor %}
      </select></label>
    <input type="text" name="new" placeholder="or a new name" size="12" aria-label="new name">
    {% if topic %}<input type="hidden" name="topic" value="{{ topic.id }}">{% endif %}
    <button>Switch</button>
  </form>
  {% if clock %}
  <form class="clock" method="post" action="{{ url_for('clock') }}">
    <span id="now" title="the forum's fake clock">{{ now }}</span>
    <input type="hidden" name="next" value="{{ here }}">
    <button name="step" value="hour">+1 hour</button>
    <button name="step" value="day">+1 day</button>
    <button name="step" value="deadline"{% if not next_deadline %} disabled{% endif %}
      title="{{ next_deadline or 'nothing is due' }}">to the next deadline</button>
  </form>
  {% endif %}
</header>
{% for category, text in get_flashed_messages(with_categories=true) %}
<p class="{{ 'error' if category == 'error' else 'notice' }}" role="status">{{ text }}</p>
{% endfor %}
{% if error %}<p class="error" role="alert">{{ error }}</p>{% endif %}
<main>{% block main %}{% endblock %}</main>
<p id="fresh" hidden>Something new is here: <a href="{{ here }}">reload</a></p>
</body></html>
""",
    "topics.html": """{% extends "layout.html" %}
{% block title %}{{ user or "Topics" }}{% endblock %}
{% block main %}
<h1>{% if user %}Topics {{ user }} can see{% else %}Public topics{% endif %}</h1>
{% if not user %}<p>Choose who you are at the top to post, and to see that member's private
messages (the bot's desks).</p>{% endif %}
<table class="topics">
<tr><th>Topic</th><th>Posts</th><th>Last post</th></tr>
{% for t in topics %}
<tr><td>{% if t.private %}<span class="private">✉ private</span> {% endif %}
  <a href="{{ t.href }}">{{ t.title }}</a>
  {% if t.private %}<span class="muted">({{ t.members | join(", ") }})</span>{% endif %}
  {% if t.closed %}<span class="muted">closed</span>{% endif %}
  {% for g in t.games -%}
  <a class="muted" href="{{ g.status_url }}">game {{ g.id }} status</a>
  {%- endfor %}</td>
  <td>{{ t.count }}</td><td class="muted">{{ t.last_by }}, {{ t.last_at }}</td></tr>
{% else %}<tr><td colspan="3">No topic yet.</td></tr>
{% endfor %}
</table>
{% if games %}
<h2>Games</h2>
<table class="games">
<tr><th>Game</th><th>Kind</th><th>State</th><th>Status page</th></tr>
{% for g in games %}
<tr><td>{{ g.id }}. {{ g.title }}</td><td>{{ g.kind }}</td><td>{{ g.status }}</td>
<td><a href="{{ g.status_url }}">{{ g.status_url }}</a></td></tr>
{% endfor %}
</table>
{% endif %}
{% if user %}
<form class="post" id="new-message" method="post"
      action="{{ url_for('new_message', user=user) }}">
  <h2>New private message as {{ user }}</h2>
  <label>To (names, separated by commas)
    <input type="text" name="to" value="{{ form.to }}" placeholder="{{ bot }}"></label>
  <label>Title <input type="text" name="title" value="{{ form.pm_title }}"></label>
  <label>Text <textarea name="raw">{{ form.pm_raw }}</textarea></label>
  <button>Send as {{ user }}</button>
</form>
<form class="post" id="new-topic" method="post" action="{{ url_for('new_topic', user=user) }}">
  <h2>New public topic as {{ user }}</h2>
  <label>Title <input type="text" name="title" value="{{ form.title }}"></label>
  <label>Text <textarea name="raw">{{ form.raw }}</textarea></label>
  <button>Create as {{ user }}</button>
</form>
{% endif %}
{% endblock %}
""",
    "topic.html": """{% extends "layout.html" %}
{% block title %}{{ topic.title }}{% endblock %}
{% block main %}
<p><a href="{{ home_url }}">← all topics</a></p>
<h1>{{ topic.title }}</h1>
<p class="muted">{% if topic.private -%}
  Private message between {{ topic.members | join(", ") }}
{%- else %}Public topic{% endif %}
{%- if topic.closed %} · closed{% endif %}{% if topic.archived %} · archived{% endif %}
{%- for g in topic.games %} · <a href="{{ g.status_url }}">status page of game {{ g.id }}</a>
{%- endfor %}</p>
{% for p in posts %}
{% if p.action %}
<article class="small" id="post-{{ p.number }}">{{ p.author }} {{ p.action }}, {{ p.at }}</article>
{% else %}
<article class="post{% if p.bot %} bot{% endif %}" id="post-{{ p.number }}"
         data-author="{{ p.author }}">
<h3>#{{ p.number }} <b>{{ p.author }}</b> · {{ p.at }}
{%- if p.reply_to %} · in reply to #{{ p.reply_to }}{% endif %}
{%- if p.version > 1 %} · edited (version {{ p.version }}){% endif %}</h3>
<div class="cooked">{{ p.body }}</div>
</article>
{% endif %}
{% endfor %}
{% if user %}
<form class="post" id="reply" method="post"
      action="{{ url_for('reply', user=user, topic_id=topic.id) }}">
  <label>Reply as {{ user }} <textarea name="raw">{{ form.raw }}</textarea></label>
  <button>Post as {{ user }}</button>
</form>
{% else %}<p>Choose who you are at the top to reply.</p>{% endif %}
{% endblock %}
""",
}
