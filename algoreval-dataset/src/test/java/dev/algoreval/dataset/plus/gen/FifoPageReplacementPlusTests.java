package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/**
 * Hidden tests of FIFO page replacement: {@link PageReplacementCases}' reference strings, expected snapshots
 * from {@link PageReplacementOracles#fifo}. The prompt fixes every choice (lowest-numbered empty frame, the
 * victim's frame), so the comparison is exact.
 */
public final class FifoPageReplacementPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        return PageReplacementCases.tests(PageReplacementOracles::fifo);
    }
}
