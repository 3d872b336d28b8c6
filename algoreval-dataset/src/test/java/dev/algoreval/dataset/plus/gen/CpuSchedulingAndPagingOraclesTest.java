package dev.algoreval.dataset.plus.gen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.plus.gen.CpuSchedulingTickSimulator.Policy;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The scheduling and page-replacement oracles reproduce the hand-made examples of their prompts: the fixed
 * test's input and expected output in algorithm.yaml, which come from neither the oracles nor the references.
 */
class CpuSchedulingAndPagingOraclesTest {
    private static final Dataset DATASET = Dataset.load();
    private static final Pattern TIMES = Pattern.compile("P(\\d+) completion=(\\d+) turnaround=(\\d+) waiting=(\\d+)");
    private static final Pattern SNAPSHOT = Pattern.compile("(\\d+):((?: (?:-|\\d+))+) (fault|hit)");
    private static final Pattern FAULTS = Pattern.compile("faults with (\\d+) frames: (\\d+)");

    @Test
    void schedulersGiveThePromptsTimes() {
        checkSchedule("fcfs-scheduling", Policy.FCFS);
        checkSchedule("sjf-scheduling", Policy.SJF);
        checkSchedule("round-robin-scheduling", Policy.ROUND_ROBIN);
    }

    @Test
    void pageReplacementGivesThePromptsSnapshotsAndFaultCounts() {
        checkPaging("fifo-page-replacement", true);
        checkPaging("lru-page-replacement", false);
    }

    private static void checkSchedule(String id, Policy policy) {
        Variant v = variant(id);
        int quantum = v.input().containsKey("quantum") ? ((Number) v.input().get("quantum")).intValue() : 0;
        List<Object> expected = new ArrayList<>();
        Matcher m = TIMES.matcher(v.expected());
        while (m.find()) {
            expected.add(List.of(Long.parseLong(m.group(2)), Long.parseLong(m.group(3)), Long.parseLong(m.group(4))));
        }
        assertThat(expected).as(id + ": the example's processes").isNotEmpty();
        assertThat(CpuSchedulingTickSimulator.schedule(policy, ints(v, "arrival"), ints(v, "burst"), quantum))
                .as(id).isEqualTo(expected);
    }

    private static void checkPaging(String id, boolean fifo) {
        Variant v = variant(id);
        int[] pages = ints(v, "pages");
        int frameCount = ((Number) v.input().get("frameCount")).intValue();
        List<Object> expected = new ArrayList<>();
        Matcher m = SNAPSHOT.matcher(v.expected());
        while (m.find()) {
            List<Object> frames = new ArrayList<>();
            for (String f : m.group(2).strip().split(" ")) {
                frames.add(f.equals("-") ? -1L : Long.parseLong(f));
            }
            expected.add(frames);
        }
        assertThat(expected).as(id + ": one snapshot per reference").hasSize(pages.length);
        assertThat(snapshots(fifo, pages, frameCount)).as(id).isEqualTo(expected);
        Matcher faults = FAULTS.matcher(v.expected());
        int counts = 0;
        while (faults.find()) {
            int frames = Integer.parseInt(faults.group(1));
            assertThat(faultCount(pages, snapshots(fifo, pages, frames))).as(id + " with " + frames + " frames")
                    .isEqualTo(Integer.parseInt(faults.group(2)));
            counts++;
        }
        assertThat(counts).as(id + ": fault counts in the example").isEqualTo(2);
    }

    private static List<Object> snapshots(boolean fifo, int[] pages, int frameCount) {
        return fifo ? PageReplacementOracles.fifo(pages, frameCount) : PageReplacementOracles.lru(pages, frameCount);
    }

    /** A reference faults when its page is in no frame of the snapshot before it. */
    private static int faultCount(int[] pages, List<Object> snapshots) {
        int faults = 0;
        for (int i = 0; i < pages.length; i++) {
            if (i == 0 || !((List<?>) snapshots.get(i - 1)).contains((long) pages[i])) {
                faults++;
            }
        }
        return faults;
    }

    private static Variant variant(String id) {
        Algorithm algorithm = DATASET.algorithms().stream().filter(a -> a.id().equals(id)).findFirst().orElseThrow();
        return algorithm.variants().get(0);
    }

    private static int[] ints(Variant v, String key) {
        return ((List<?>) v.input().get(key)).stream().mapToInt(x -> ((Number) x).intValue()).toArray();
    }
}
