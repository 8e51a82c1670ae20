// The worker's message loop (tools/wasm/CMakeLists.txt): each message {id, request} is one call of
// the API (api.hpp), answered {id, answer}; a search's progress is sent as {id, info} meanwhile.
// Messages that come while the module loads wait for it.
(function () {
  let current = 0;
  const ready = createAdaptoid({
    onInfo: (text) => postMessage({ id: current, info: JSON.parse(text) }),
  });
  onmessage = (event) => {
    ready.then((module) => {
      current = event.data.id;
      const text = module.ccall("adaptoid_call", "string", ["string"], [JSON.stringify(event.data.request)]);
      postMessage({ id: current, answer: JSON.parse(text) });
    });
  };
  ready.then(() => postMessage({ ready: true }));
})();
