import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.stream.IntStream;

public class Main {
    record Times(int completion, int turnaround, int waiting) {
    }

    static Times[] roundRobinTimes(int[] arrival, int[] burst, int quantum) {
        int n = arrival.length;
        Integer[] byArrival = IntStream.range(0, n).boxed().toArray(Integer[]::new);
        Arrays.sort(byArrival, Comparator.comparingInt(i -> arrival[i])); // stable: ties keep number order
        int[] remaining = burst.clone();
        Times[] result = new Times[n];
        Deque<Integer> queue = new ArrayDeque<>();
        int next = 0, time = 0, finished = 0;
        while (finished < n) {
            while (next < n && arrival[byArrival[next]] <= time) queue.addLast(byArrival[next++]);
            if (queue.isEmpty()) {
                time = arrival[byArrival[next]]; // idle until the next arrival
                continue;
            }
            int p = queue.pollFirst();
            int run = Math.min(quantum, remaining[p]);
            time += run;
            remaining[p] -= run;
            // Arrivals up to now are queued before a preempted process.
            while (next < n && arrival[byArrival[next]] <= time) queue.addLast(byArrival[next++]);
            if (remaining[p] == 0) {
                int turnaround = time - arrival[p];
                result[p] = new Times(time, turnaround, turnaround - burst[p]);
                finished++;
            } else {
                queue.addLast(p);
            }
        }
        return result;
    }

    // The interface's result: one {completion, turnaround, waiting} row per process.
    static int[][] roundRobinSchedule(int[] arrival, int[] burst, int quantum) {
        return java.util.Arrays.stream(roundRobinTimes(arrival, burst, quantum))
                .map(t -> new int[] {t.completion(), t.turnaround(), t.waiting()}).toArray(int[][]::new);
    }

    public static void main(String[] args) {
        int[] arrival = {0, 3, 1, 6, 3, 20};
        int[] burst = {5, 2, 4, 5, 3, 4};
        int quantum = 3;
        Times[] result = roundRobinTimes(arrival, burst, quantum);
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
