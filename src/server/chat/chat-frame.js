// Served as a file (the CSP allows no inline script): the same-origin chat page's behaviour. The chat token comes in
// the URL fragment (never sent to a server or written to a log) and is dropped from the address at once; every call
// sends it as a bearer token beside the session cookie. Polls for replies while the page is visible.
(function () {
  var root = document.getElementById('chat');
  if (!root) return;
  var data = root.dataset;
  var match = /(?:^#|&)token=([A-Za-z0-9_-]+)/.exec(window.location.hash);
  var token = match ? match[1] : '';
  if (window.location.hash) window.history.replaceState(null, '', window.location.pathname + window.location.search);

  var list = document.getElementById('chat-messages');
  var empty = document.getElementById('chat-empty');
  var status = document.getElementById('chat-status');
  var form = document.getElementById('chat-form');
  var input = document.getElementById('chat-input');
  var send = document.getElementById('chat-send');
  var pollMs = Number(data.pollMs) || 4000;
  var maxLength = Number(data.maxLength) || 2000;
  var lastSeq = 0;
  var over = false;
  var timer = null;

  function say(text) {
    status.textContent = text;
  }

  function end() {
    over = true;
    if (timer !== null) window.clearTimeout(timer);
    say(data.ended);
    input.disabled = true;
    send.disabled = true;
  }

  function call(method, path, body) {
    var headers = { Accept: 'application/json', Authorization: 'Bearer ' + token };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return window.fetch(data.api + path, { method: method, headers: headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  }

  function show(messages) {
    messages.forEach(function (message) {
      if (message.seq <= lastSeq) return;
      lastSeq = message.seq;
      var item = document.createElement('li');
      item.className = 'chat-message chat-message--' + message.author;
      item.setAttribute('data-seq', String(message.seq));
      var meta = document.createElement('p');
      meta.className = 'chat-message__meta';
      var author = document.createElement('span');
      author.className = 'chat-message__author';
      author.textContent = message.author === 'staff' ? data.staffName : data.memberName;
      var time = document.createElement('time');
      time.dateTime = message.sentAt;
      time.textContent = new Date(message.sentAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
      meta.appendChild(author);
      meta.appendChild(time);
      var body = document.createElement('p');
      body.className = 'chat-message__body';
      body.textContent = message.body;
      item.appendChild(meta);
      item.appendChild(body);
      list.appendChild(item);
    });
    empty.hidden = list.children.length > 0;
  }

  function load() {
    return call('GET', '/conversation' + (lastSeq > 0 ? '?after=' + lastSeq : ''))
      .then(function (response) {
        if (response.status === 401) return end();
        if (!response.ok) throw new Error('conversation ' + response.status);
        return response.json().then(function (conversation) {
          if (status.textContent === data.loadFailed) say('');
          show(conversation.messages);
        });
      })
      .catch(function () {
        say(data.loadFailed);
      });
  }

  function schedule() {
    if (over) return;
    timer = window.setTimeout(function () {
      (document.hidden ? Promise.resolve() : load()).then(schedule);
    }, pollMs);
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (over || send.disabled) return;
    var text = input.value.trim();
    if (text === '' || text.length > maxLength) {
      say(text === '' ? data.emptyMessage : data.tooLong);
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      return;
    }
    input.removeAttribute('aria-invalid');
    say('');
    send.disabled = true;
    send.textContent = data.sending;
    call('POST', '/conversation/messages', { body: text })
      .then(function (response) {
        if (response.status === 401) return end();
        if (response.status !== 201) throw new Error('send ' + response.status);
        return response.json().then(function (message) {
          // A reply that arrived meanwhile comes first: catch up before showing the member's own line.
          return load().then(function () {
            show([message]);
            input.value = '';
          });
        });
      })
      .catch(function () {
        say(data.sendFailed);
      })
      .then(function () {
        if (over) return;
        send.disabled = false;
        send.textContent = data.send;
        input.focus();
      });
  });

  if (token === '') {
    end();
    return;
  }
  load().then(schedule);
})();
