package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;
import java.util.Random;

/**
 * One algorithm under the scale probe: which sizes it is timed at in each regime and representation,
 * its textbook cost there, how a sample input is drawn so that it keeps every promise the prompt
 * makes, the sample's answer from an independent implementation (JGraphT for graphs, the JDK's sort
 * for sequences; never a reference under test), and the arguments of each representation's interface.
 */
public abstract class ProbeAlgorithm {
    public abstract String id();

    /** Graphs or sequences: the regimes of this kind are the ones the algorithm can be probed in. */
    public abstract Regime.Kind inputKind();

    /**
     * The sizes n timed in this regime and representation; empty when the pair is not probed. Only asked
     * for regimes of the algorithm's {@link #inputKind}.
     */
    public abstract List<Integer> sizes(Regime regime, Representation representation);

    public abstract Textbook textbook(Regime regime, Representation representation);

    /** An input of size n drawn from {@code random}, keeping the prompt's promises. */
    public abstract ProbeInput input(int n, Regime regime, Random random);

    /** The right answer, JSON-shaped as the interface returns it, from an independent implementation. */
    public abstract Object expected(ProbeInput input);

    /** The interface's arguments for this representation. */
    public abstract List<Object> args(ProbeInput input, Representation representation);

    /**
     * The input as the timed driver runs it and the comparison judges it: by default one call with the
     * representation's arguments; a class API overrides this with its constructor and method calls
     * (and the list of the calls' results as the expected value).
     */
    public HiddenTest test(String name, ProbeInput input, Representation representation, Object expected) {
        return HiddenTest.function(name, args(input, representation), expected);
    }

    /** About how many bytes of result text the driver writes for this input (a distance matrix, a walk), to cut batches. */
    public long estimatedResultBytes(ProbeInput input) {
        return 64;
    }

    /** Whether this regime is probed for this representation at all (never a regime of another input kind). */
    public final boolean probes(Regime regime, Representation representation) {
        return regime.kind() == inputKind() && !sizes(regime, representation).isEmpty();
    }
}
