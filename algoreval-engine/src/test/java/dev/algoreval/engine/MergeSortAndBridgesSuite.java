package dev.algoreval.engine;

import dev.algoreval.engine.api.AlgorevalSuite;

/** A marker class for the engine's own tests; not named *Test, so Surefire does not send it. */
@AlgorevalSuite(algorithms = {"merge-sort", "bridge-finding"}, representations = {"default", "edge_list"})
class MergeSortAndBridgesSuite {
}
