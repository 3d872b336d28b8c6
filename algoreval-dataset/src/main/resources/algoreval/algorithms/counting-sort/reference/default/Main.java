import java.util.StringJoiner;

public class Main {
    static int[] countingSort(int[] arr) {
        int max = 0;
        for (int x : arr) max = Math.max(max, x);
        int[] counts = new int[max + 1];
        for (int x : arr) counts[x]++;
        // Prefix sums give each value's final position; walking backwards keeps the sort stable.
        for (int v = 1; v <= max; v++) counts[v] += counts[v - 1];
        int[] result = new int[arr.length];
        for (int i = arr.length - 1; i >= 0; i--) {
            result[--counts[arr[i]]] = arr[i];
        }
        return result;
    }

    public static void main(String[] args) {
        int[] arr = {7, 3, 0, 12, 3, 9, 1, 7, 15, 0, 4, 12, 3, 8};
        StringJoiner out = new StringJoiner(" ");
        for (int x : countingSort(arr)) out.add(String.valueOf(x));
        System.out.println(out);
    }
}
