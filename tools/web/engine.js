// The rules library in a Web Worker: call(request, onInfo) sends one request of the API
// (tools/wasm/api.hpp) and resolves with its answer; a failed request resolves {error}. The worker
// is started from the text of adaptoid-engine.js (a page from the file system may not start a
// worker from a file). stop() ends a search by ending the worker and starting a fresh one, which
// is given the last variant loaded again.
"use strict";

class Engine {
  constructor(onReady) {
    this.onReady = onReady;
    this.lastLoad = null;
    this.start();
  }

  start() {
    const source = "(" + adaptoidEngineWorker.toString() + ")()";
    this.worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
    this.pending = new Map();
    this.next = 1;
    this.ready = new Promise((resolve) => (this.resolveReady = resolve));
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => console.error("engine worker: " + event.message);
    if (this.lastLoad) this.call(this.lastLoad);
  }

  receive(data) {
    if (data.ready) {
      this.resolveReady();
      if (this.onReady) this.onReady();
      return;
    }
    const job = this.pending.get(data.id);
    if (!job) return;
    if (data.info) {
      if (job.onInfo) job.onInfo(data.info);
      return;
    }
    this.pending.delete(data.id);
    job.resolve(data.answer);
  }

  call(request, onInfo) {
    if (request.op === "load") this.lastLoad = request;
    const id = this.next++;
    return new Promise((resolve) => {
      this.pending.set(id, { resolve, onInfo });
      this.worker.postMessage({ id, request });
    });
  }

  busy() {
    return this.pending.size > 0;
  }

  // Every request still running answers {stopped: true}.
  stop() {
    this.worker.terminate();
    const pending = this.pending;
    this.start();
    for (const job of pending.values()) job.resolve({ stopped: true });
  }
}
