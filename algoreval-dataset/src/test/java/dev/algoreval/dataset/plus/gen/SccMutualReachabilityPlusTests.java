package dev.algoreval.dataset.plus.gen;

/**
 * Hidden tests of scc-mutual-reachability: the shared strongly-connected-components graphs and oracle,
 * with graphs of at most 150 vertices, because the prompt's route (reachability between every pair,
 * e.g. a transitive closure) is cubic by design and must not be failed for its complexity.
 */
public final class SccMutualReachabilityPlusTests extends ConnectivitySccTests {
    public SccMutualReachabilityPlusTests() {
        super(150);
    }
}
