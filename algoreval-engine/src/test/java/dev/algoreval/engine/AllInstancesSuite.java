package dev.algoreval.engine;

/** Every instance, unrestricted: the engine's own tests narrow it with configuration and tags. */
@AlgorevalSuite
class AllInstancesSuite {
}
