import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

public class Main {
    static List<Integer> safeSequence(int[] available, int[][] max, int[][] allocation) {
        int n = max.length, m = available.length;
        int[] work = available.clone();
        boolean[] finished = new boolean[n];
        List<Integer> sequence = new ArrayList<>();
        while (sequence.size() < n) {
            int chosen = -1;
            for (int i = 0; i < n && chosen < 0; i++) {
                if (finished[i]) continue;
                boolean fits = true;
                for (int j = 0; j < m; j++) {
                    if (max[i][j] - allocation[i][j] > work[j]) fits = false;
                }
                if (fits) chosen = i;
            }
            if (chosen < 0) return new ArrayList<>(); // no remaining process can finish: unsafe
            finished[chosen] = true;
            sequence.add(chosen);
            for (int j = 0; j < m; j++) work[j] += allocation[chosen][j];
        }
        return sequence;
    }

    static String requestResources(int[] available, int[][] max, int[][] allocation, int process, int[] request) {
        int m = available.length;
        for (int j = 0; j < m; j++) {
            if (request[j] > max[process][j] - allocation[process][j]) return "error";
        }
        for (int j = 0; j < m; j++) {
            if (request[j] > available[j]) return "wait";
        }
        int[] newAvailable = available.clone();
        int[][] newAllocation = new int[allocation.length][];
        for (int i = 0; i < allocation.length; i++) newAllocation[i] = allocation[i].clone();
        for (int j = 0; j < m; j++) {
            newAvailable[j] -= request[j];
            newAllocation[process][j] += request[j];
        }
        return safeSequence(newAvailable, max, newAllocation).isEmpty() ? "unsafe" : "granted";
    }

    public static void main(String[] args) {
        int[] available = {3, 1, 2, 2};
        int[][] max = {{5, 0, 0, 6}, {2, 4, 1, 0}, {6, 5, 1, 7}, {0, 2, 2, 6}, {4, 0, 7, 5}};
        int[][] allocation = {{4, 0, 0, 0}, {2, 2, 1, 0}, {4, 5, 0, 6}, {0, 0, 2, 5}, {2, 0, 6, 2}};
        for (int[] avail : new int[][] {available, {0, 2, 0, 0}}) {
            List<Integer> sequence = safeSequence(avail, max, allocation);
            if (sequence.isEmpty()) {
                System.out.println("unsafe");
            } else {
                StringJoiner sj = new StringJoiner(" ", "safe sequence: ", "");
                for (int p : sequence) sj.add(Integer.toString(p));
                System.out.println(sj);
            }
        }
        int[] processes = {1, 0, 3, 1, 2};
        int[][] requests = {{0, 1, 0, 0}, {1, 0, 0, 2}, {0, 2, 0, 0}, {0, 3, 0, 0}, {2, 0, 1, 1}};
        for (int k = 0; k < processes.length; k++) {
            System.out.println("P" + processes[k] + ": "
                    + requestResources(available, max, allocation, processes[k], requests[k]));
        }
    }
}
