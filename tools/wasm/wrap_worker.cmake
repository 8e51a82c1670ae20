# cmake -DMODULE=adaptoid_wasm.js -DLOOP=worker.js -DOUT=adaptoid-engine.js -P wrap_worker.cmake
# One function whose text is the whole worker (tools/wasm/CMakeLists.txt says why).
file(READ ${MODULE} module)
file(READ ${LOOP} loop)
file(WRITE ${OUT}.tmp "// Built by tools/wasm (the rules library in WebAssembly); do not edit.\n"
                      "function adaptoidEngineWorker() {\n${module}\n${loop}\n}\n")
file(RENAME ${OUT}.tmp ${OUT})
