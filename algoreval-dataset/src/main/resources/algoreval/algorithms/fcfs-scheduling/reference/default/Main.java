import java.util.Comparator;
import java.util.stream.IntStream;

public class Main {
    record Times(int completion, int turnaround, int waiting) {
    }

    static Times[] fcfsTimes(int[] arrival, int[] burst) {
        int n = arrival.length;
        Integer[] order = IntStream.range(0, n).boxed().toArray(Integer[]::new);
        // Arrays.sort on objects is stable, so equal arrivals keep process-number order.
        java.util.Arrays.sort(order, Comparator.comparingInt(i -> arrival[i]));
        Times[] result = new Times[n];
        int time = 0;
        for (int p : order) {
            time = Math.max(time, arrival[p]); // idle until the process arrives
            time += burst[p];
            int turnaround = time - arrival[p];
            result[p] = new Times(time, turnaround, turnaround - burst[p]);
        }
        return result;
    }

    // The interface's result: one {completion, turnaround, waiting} row per process.
    static int[][] fcfsSchedule(int[] arrival, int[] burst) {
        return java.util.Arrays.stream(fcfsTimes(arrival, burst))
                .map(t -> new int[] {t.completion(), t.turnaround(), t.waiting()}).toArray(int[][]::new);
    }

    public static void main(String[] args) {
        int[] arrival = {2, 0, 4, 4, 25, 3};
        int[] burst = {5, 3, 1, 6, 2, 4};
        Times[] result = fcfsTimes(arrival, burst);
        int totalTurnaround = 0, totalWaiting = 0;
        for (int i = 0; i < result.length; i++) {
            System.out.printf("P%d completion=%d turnaround=%d waiting=%d%n",
                    i, result[i].completion(), result[i].turnaround(), result[i].waiting());
            totalTurnaround += result[i].turnaround();
            totalWaiting += result[i].waiting();
        }
        System.out.printf("average turnaround=%.2f%n", (double) totalTurnaround / result.length);
        System.out.printf("average waiting=%.2f%n", (double) totalWaiting / result.length);
    }
}
