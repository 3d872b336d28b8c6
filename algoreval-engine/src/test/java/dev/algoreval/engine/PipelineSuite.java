package dev.algoreval.engine;

import dev.algoreval.engine.api.AlgorevalSuite;

/** Twelve quick instances for the pipelining and resume tests; not named *Test, so Surefire does not send it. */
@AlgorevalSuite(algorithms = {"merge-sort", "kmp", "sha256", "edit-distance", "sieve-of-eratosthenes", "box-blur"},
        languages = {"python", "javascript"})
class PipelineSuite {
}
