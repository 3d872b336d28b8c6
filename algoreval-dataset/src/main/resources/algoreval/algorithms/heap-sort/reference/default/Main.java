import java.util.StringJoiner;

public class Main {
    static void siftDown(int[] arr, int root, int end) {
        while (2 * root + 1 < end) {
            int child = 2 * root + 1;
            if (child + 1 < end && arr[child + 1] > arr[child]) child++;
            if (arr[root] >= arr[child]) return;
            int tmp = arr[root];
            arr[root] = arr[child];
            arr[child] = tmp;
            root = child;
        }
    }

    static void heapSort(int[] arr) {
        int n = arr.length;
        for (int start = n / 2 - 1; start >= 0; start--) siftDown(arr, start, n);
        for (int end = n - 1; end > 0; end--) {
            int tmp = arr[0];
            arr[0] = arr[end];
            arr[end] = tmp;
            siftDown(arr, 0, end);
        }
    }

    public static void main(String[] args) {
        int[] arr = {23, -7, 0, 15, -7, 42, 8, -19, 15, 3, 0, 99, -1, 8, 27};
        heapSort(arr);
        StringJoiner out = new StringJoiner(" ");
        for (int x : arr) out.add(String.valueOf(x));
        System.out.println(out);
    }
}
