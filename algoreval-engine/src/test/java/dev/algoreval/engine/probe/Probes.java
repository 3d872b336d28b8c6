package dev.algoreval.engine.probe;

import java.util.Random;

/** The table's probes by id, and their inputs as the graphs the tests look into. */
final class Probes {
    private Probes() {
    }

    static ProbeAlgorithm algorithm(String id) {
        return ProbeAlgorithms.of(id).orElseThrow();
    }

    static ProbeGraph graph(String id, int n, Regime regime, Random random) {
        return (ProbeGraph) algorithm(id).input(n, regime, random);
    }
}
