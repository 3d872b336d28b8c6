package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * FIFO by its definition over the history: the victim is the resident page whose latest load (the
 * most recent reference that faulted on it) lies furthest in the past, found by scanning the list of
 * earlier faults; frames are plain slots (lowest empty slot first, the newcomer takes the victim's slot).
 */
public final class FifoPageReplacementOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[] pages = input.ints("pages");
        StringBuilder out = new StringBuilder();
        int k = input.integer("frameCount");
        out.append(run(pages, k, true)).append("faults with ").append(k).append(" frames: ")
                .append(faults(pages, k)).append('\n');
        int k2 = input.integer("secondFrameCount");
        out.append("faults with ").append(k2).append(" frames: ").append(faults(pages, k2)).append('\n');
        return out.toString();
    }

    private static int faults(int[] pages, int frameCount) {
        return (int) run(pages, frameCount, false).chars().filter(c -> c == 'F').count();
    }

    /** The trace lines if trace is set, else one 'F' per fault. */
    private static String run(int[] pages, int frameCount, boolean trace) {
        int[] slots = new int[frameCount];
        java.util.Arrays.fill(slots, -1);
        List<Integer> faultTimes = new ArrayList<>(); // indices into pages of the faulting references
        StringBuilder out = new StringBuilder();
        for (int t = 0; t < pages.length; t++) {
            int page = pages[t];
            boolean fault = true;
            for (int s : slots) {
                fault &= s != page;
            }
            if (fault) {
                int slot = -1;
                for (int s = frameCount - 1; s >= 0; s--) {
                    if (slots[s] == -1) {
                        slot = s;
                    }
                }
                if (slot < 0) {
                    int oldestLoad = Integer.MAX_VALUE;
                    for (int s = 0; s < frameCount; s++) {
                        int lastLoad = -1;
                        for (int ft : faultTimes) {
                            if (pages[ft] == slots[s]) {
                                lastLoad = ft;
                            }
                        }
                        if (lastLoad < oldestLoad) {
                            oldestLoad = lastLoad;
                            slot = s;
                        }
                    }
                }
                slots[slot] = page;
                faultTimes.add(t);
            }
            if (trace) {
                StringJoiner line = new StringJoiner(" ", page + ": ", fault ? " fault" : " hit");
                for (int s : slots) {
                    line.add(s == -1 ? "-" : String.valueOf(s));
                }
                out.append(line).append('\n');
            } else if (fault) {
                out.append('F');
            }
        }
        return out.toString();
    }
}
