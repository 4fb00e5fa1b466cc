import { z } from 'zod';
import { defineRoutes } from '../route';
import { STAFF, STAFF_AND_CLIENT } from '../roles';
import * as calendar from '../schemas/calendar';
import { idParams, looseList, okResponse, userIdParams } from '../schemas/common';

// One line per route, so the table reads as a table.
// prettier-ignore
export const calendarRoutes = defineRoutes('calendar', {
  'calendar.availabilities': { domain: 'calendar', method: 'GET', path: '/api/Calendar/user/{userId}', roles: STAFF_AND_CLIENT, scope: { object: 'staff', at: 'params.userId' }, summary: "A lawyer's availability slots", params: userIdParams, response: looseList },
  'calendar.availabilityDays': { domain: 'calendar', method: 'GET', path: '/api/Calendar/user/{userId}/disponibilites', roles: STAFF_AND_CLIENT, scope: { object: 'staff', at: 'params.userId' }, summary: 'Free slots per day between two dates', params: userIdParams, query: calendar.availabilityDaysQuery, response: looseList },
  'calendar.createAvailability': { domain: 'calendar', method: 'POST', path: '/api/Calendar/CreateDisponibilite', roles: STAFF, scope: 'firm', summary: 'Add an availability slot', body: calendar.availabilityBody, response: z.looseObject({}), status: 201, ignored: ['id', 'idUtilisateur', 'actif'] },
  'calendar.deleteAvailability': { domain: 'calendar', method: 'DELETE', path: '/api/Calendar/Disponibilite/{id}', roles: STAFF, scope: { object: 'availability', at: 'params.id' }, summary: 'Remove an availability slot', params: idParams, response: okResponse },
  'calendar.appointments': { domain: 'calendar', method: 'GET', path: '/api/Calendar/user/{userId}/rendezvous', roles: STAFF_AND_CLIENT, scope: { object: 'person', at: 'params.userId' }, summary: "A person's appointments", params: userIdParams, response: looseList },
  'calendar.appointment': { domain: 'calendar', method: 'GET', path: '/api/Calendar/RendezVous/{idrendezvous}', roles: STAFF_AND_CLIENT, scope: { object: 'appointment', at: 'params.idrendezvous' }, summary: 'Appointment detail', params: calendar.appointmentParams, response: z.looseObject({}) },
  'calendar.updateAppointment': { domain: 'calendar', method: 'PUT', path: '/api/Calendar/RendezVous/{idrendezvous}', roles: STAFF, scope: { object: 'appointment', at: 'params.idrendezvous' }, summary: "Edit an appointment's date, times and comment", params: calendar.appointmentParams, body: calendar.appointmentBody, response: z.looseObject({}) },
  'calendar.createAppointment': { domain: 'calendar', method: 'POST', path: '/api/Calendar/create-rendez-vous', roles: STAFF_AND_CLIENT, scope: 'firm', summary: 'Create or book an appointment', body: calendar.appointmentBody, response: z.looseObject({}), status: 201, ignored: ['id'] },
  'calendar.confirmAppointment': { domain: 'calendar', method: 'POST', path: '/api/Calendar/confirmer-rendez-vous', roles: STAFF, scope: { object: 'appointment', at: 'body.id' }, summary: 'Confirm an appointment', body: calendar.confirmAppointmentBody, response: z.looseObject({}) },
  'calendar.cancelAppointment': { domain: 'calendar', method: 'POST', path: '/api/Calendar/annuler-rendez-vous', roles: STAFF_AND_CLIENT, scope: { object: 'appointment', at: 'body.id' }, summary: 'Cancel an appointment with a reason', body: calendar.cancelAppointmentBody, response: z.looseObject({}) },
});
