# Contract-minimal: recursive top-down merge sort with list slicing, O(n log n) as the contract asks.
def mergeSort(arr):
    if len(arr) <= 1:
        return list(arr)
    mid = len(arr) // 2
    left = mergeSort(arr[:mid])
    right = mergeSort(arr[mid:])
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    out.extend(left[i:])
    out.extend(right[j:])
    return out
