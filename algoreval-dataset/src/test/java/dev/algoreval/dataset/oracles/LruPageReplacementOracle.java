package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.StringJoiner;

/**
 * The JDK's access-ordered LinkedHashMap as the recency list (its eldest entry is the least recently
 * used page), mapping each resident page to its frame slot.
 */
public final class LruPageReplacementOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[] pages = input.ints("pages");
        int k = input.integer("frameCount");
        int k2 = input.integer("secondFrameCount");
        StringBuilder trace = new StringBuilder();
        int faults = run(pages, k, trace);
        return trace + "faults with " + k + " frames: " + faults + "\n"
                + "faults with " + k2 + " frames: " + run(pages, k2, new StringBuilder()) + "\n";
    }

    private static int run(int[] pages, int frameCount, StringBuilder trace) {
        LinkedHashMap<Integer, Integer> slotOf = new LinkedHashMap<>(16, 0.75f, true);
        int[] slots = new int[frameCount];
        Arrays.fill(slots, -1);
        int faults = 0;
        for (int page : pages) {
            boolean fault = slotOf.get(page) == null; // get() also marks the page most recently used
            if (fault) {
                faults++;
                int slot;
                if (slotOf.size() < frameCount) {
                    slot = 0;
                    while (slots[slot] != -1) {
                        slot++;
                    }
                } else {
                    int victim = slotOf.keySet().iterator().next();
                    slot = slotOf.remove(victim);
                }
                slots[slot] = page;
                slotOf.put(page, slot);
            }
            StringJoiner line = new StringJoiner(" ", page + ": ", fault ? " fault" : " hit");
            for (int s : slots) {
                line.add(s == -1 ? "-" : String.valueOf(s));
            }
            trace.append(line).append('\n');
        }
        return faults;
    }
}
