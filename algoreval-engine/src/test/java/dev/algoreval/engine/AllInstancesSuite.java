package dev.algoreval.engine;

import dev.algoreval.engine.api.AlgorevalSuite;

/** Every instance, unrestricted: the engine's own tests narrow it with configuration and tags. */
@AlgorevalSuite
class AllInstancesSuite {
}
