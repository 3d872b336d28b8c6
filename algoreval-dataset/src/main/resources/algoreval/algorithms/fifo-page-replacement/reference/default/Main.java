import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Main {
    static List<int[]> fifoSnapshots(int[] pages, int frameCount) {
        int[] frames = new int[frameCount];
        Arrays.fill(frames, -1);
        Map<Integer, Integer> frameOf = new HashMap<>(); // resident page -> frame number
        Deque<Integer> loadOrder = new ArrayDeque<>();   // resident pages, earliest loaded first
        List<int[]> snapshots = new ArrayList<>();
        for (int page : pages) {
            if (!frameOf.containsKey(page)) {
                int slot;
                if (frameOf.size() < frameCount) {
                    slot = 0;
                    while (frames[slot] != -1) slot++;
                } else {
                    slot = frameOf.remove(loadOrder.pollFirst());
                }
                frames[slot] = page;
                frameOf.put(page, slot);
                loadOrder.addLast(page);
            }
            snapshots.add(frames.clone());
        }
        return snapshots;
    }

    // The interface's result: one row of frameCount page numbers per reference.
    static int[][] fifoPageReplacement(int[] pages, int frameCount) {
        return fifoSnapshots(pages, frameCount).toArray(new int[0][]);
    }

    public static void main(String[] args) {
        int[] pages = {5, 3, 4, 2, 1, 3, 4, 5, 3, 4, 0, 5, 0, 2, 5, 0};
        for (int frameCount : new int[] {3, 4}) {
            List<int[]> snapshots = fifoSnapshots(pages, frameCount);
            int[] previous = new int[frameCount];
            Arrays.fill(previous, -1);
            int faults = 0;
            for (int i = 0; i < pages.length; i++) {
                final int page = pages[i];
                boolean fault = Arrays.stream(previous).noneMatch(p -> p == page);
                if (fault) faults++;
                if (frameCount == 3) {
                    StringBuilder line = new StringBuilder().append(page).append(':');
                    for (int f : snapshots.get(i)) line.append(' ').append(f < 0 ? "-" : Integer.toString(f));
                    System.out.println(line.append(fault ? " fault" : " hit"));
                }
                previous = snapshots.get(i);
            }
            System.out.println("faults with " + frameCount + " frames: " + faults);
        }
    }
}
