import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Main {
    static List<int[]> lruSnapshots(int[] pages, int frameCount) {
        int[] frames = new int[frameCount];
        int[] lastUsed = new int[frameCount]; // time of the latest reference to each frame's page
        Arrays.fill(frames, -1);
        Arrays.fill(lastUsed, -1);
        List<int[]> snapshots = new ArrayList<>();
        for (int t = 0; t < pages.length; t++) {
            int slot = -1;
            for (int f = 0; f < frameCount && slot < 0; f++) {
                if (frames[f] == pages[t]) slot = f; // hit
            }
            for (int f = 0; f < frameCount && slot < 0; f++) {
                if (frames[f] == -1) slot = f; // lowest empty frame
            }
            if (slot < 0) { // evict the least recently used page
                slot = 0;
                for (int f = 1; f < frameCount; f++) {
                    if (lastUsed[f] < lastUsed[slot]) slot = f;
                }
            }
            frames[slot] = pages[t];
            lastUsed[slot] = t;
            snapshots.add(frames.clone());
        }
        return snapshots;
    }

    // The interface's result: one row of frameCount page numbers per reference.
    static int[][] lruPageReplacement(int[] pages, int frameCount) {
        return lruSnapshots(pages, frameCount).toArray(new int[0][]);
    }

    public static void main(String[] args) {
        int[] pages = {1, 2, 3, 2, 5, 1, 2, 5, 1, 2, 3, 1, 5, 6, 1, 5, 4, 5};
        for (int frameCount : new int[] {3, 4}) {
            List<int[]> snapshots = lruSnapshots(pages, frameCount);
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
