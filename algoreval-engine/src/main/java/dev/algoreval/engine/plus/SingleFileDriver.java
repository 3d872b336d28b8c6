package dev.algoreval.engine.plus;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.toolchains.Sources;

/** A driver whose program is one source file: the model's code, its entry point disabled, and the driver. */
interface SingleFileDriver extends Driver {
    /** The one source file holding the model's program, with its own entry point disabled, and the driver. */
    String combine(String modelSource, Api api);

    @Override
    default Sources program(String modelSource, Api api) {
        return Sources.of(combine(modelSource, api));
    }
}
