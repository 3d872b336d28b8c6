package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;

/**
 * One probe input: a graph, a sequence to sort, … Its size n is the fit's variable; {@code m} is the
 * second size the textbook cost depends on (a graph's edge count; a sequence's key range or 0), and
 * is recorded with every timing so that the textbook cost can be evaluated at the sizes that ran.
 */
public interface ProbeInput {
    int n();

    long m();

    /** About how many bytes the driver's input encoder writes for it (to cut batches, not exactly). */
    long estimatedBytes(Representation representation);
}
