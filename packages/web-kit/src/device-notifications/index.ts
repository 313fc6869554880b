// '@lezioni/web-kit/device-notifications': the card of this device's notifications and the install
// hint (issue 46), bundled by the apps that show it (the student's and the teacher's dashboards).
export { DeviceNotificationsCard } from './device-notifications-card';
