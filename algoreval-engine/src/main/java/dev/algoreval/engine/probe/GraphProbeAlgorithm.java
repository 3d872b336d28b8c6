package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.List;
import java.util.Random;

/** A probed graph algorithm: its inputs are {@link ProbeGraph}s, drawn from G(n, p) in each regime. */
public abstract class GraphProbeAlgorithm extends ProbeAlgorithm {

    @Override
    public final Regime.Kind inputKind() {
        return Regime.Kind.GRAPH;
    }

    /** A graph of n vertices drawn from {@code random}, keeping the prompt's promises. */
    public abstract ProbeGraph graph(int n, Regime regime, Random random);

    /** The right answer, JSON-shaped as the interface returns it, from an independent implementation. */
    public abstract Object expected(ProbeGraph graph);

    /** The interface's arguments for this representation. */
    public abstract List<Object> args(ProbeGraph graph, Representation representation);

    @Override
    public final ProbeInput input(int n, Regime regime, Random random) {
        return graph(n, regime, random);
    }

    @Override
    public final Object expected(ProbeInput input) {
        return expected((ProbeGraph) input);
    }

    @Override
    public final List<Object> args(ProbeInput input, Representation representation) {
        return args((ProbeGraph) input, representation);
    }
}
