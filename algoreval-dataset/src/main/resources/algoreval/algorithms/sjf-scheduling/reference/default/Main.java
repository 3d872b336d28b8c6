public class Main {
    record Times(int completion, int turnaround, int waiting) {
    }

    static Times[] sjfTimes(int[] arrival, int[] burst) {
        int n = arrival.length;
        Times[] result = new Times[n];
        boolean[] done = new boolean[n];
        int time = 0;
        for (int finished = 0; finished < n;) {
            int chosen = -1;
            int nextArrival = Integer.MAX_VALUE;
            for (int i = 0; i < n; i++) {
                if (done[i]) continue;
                if (arrival[i] <= time) {
                    // Shortest burst first, then earlier arrival, then lower process number.
                    if (chosen < 0 || burst[i] < burst[chosen]
                            || (burst[i] == burst[chosen] && arrival[i] < arrival[chosen])) {
                        chosen = i;
                    }
                } else {
                    nextArrival = Math.min(nextArrival, arrival[i]);
                }
            }
            if (chosen < 0) {
                time = nextArrival; // idle until the next arrival
                continue;
            }
            done[chosen] = true;
            finished++;
            time += burst[chosen];
            int turnaround = time - arrival[chosen];
            result[chosen] = new Times(time, turnaround, turnaround - burst[chosen]);
        }
        return result;
    }

    // The interface's result: one {completion, turnaround, waiting} row per process.
    static int[][] sjfSchedule(int[] arrival, int[] burst) {
        return java.util.Arrays.stream(sjfTimes(arrival, burst))
                .map(t -> new int[] {t.completion(), t.turnaround(), t.waiting()}).toArray(int[][]::new);
    }

    public static void main(String[] args) {
        int[] arrival = {5, 2, 0, 30, 4, 5, 12};
        int[] burst = {4, 4, 7, 3, 1, 4, 2};
        Times[] result = sjfTimes(arrival, burst);
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
