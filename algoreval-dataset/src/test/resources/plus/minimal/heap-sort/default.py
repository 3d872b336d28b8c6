# Contract-minimal: textbook in-place max-heap sort, O(n log n) as the contract asks; Python ints, so the 32-bit extremes need nothing.
def heapSort(arr):
    n = len(arr)

    def sift_down(i, size):
        while True:
            largest = i
            left = 2 * i + 1
            right = left + 1
            if left < size and arr[left] > arr[largest]:
                largest = left
            if right < size and arr[right] > arr[largest]:
                largest = right
            if largest == i:
                return
            arr[i], arr[largest] = arr[largest], arr[i]
            i = largest

    for i in range(n // 2 - 1, -1, -1):
        sift_down(i, n)
    for end in range(n - 1, 0, -1):
        arr[0], arr[end] = arr[end], arr[0]
        sift_down(0, end)
